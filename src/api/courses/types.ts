/** A tee set row (table `teesets`): 18 pars and 18 stroke indexes, holes 1-9 front, 10-18 back. */
export type TeeSet = {
  id: string;
  course_id: string;
  label: string;
  rating: number;
  slope: number;
  par_by_hole: number[];
  stroke_index_by_hole: number[];
  is_default: boolean;
  updated_at: string;
};

/** A course row (table `courses`) with its tee sets embedded. */
export type Course = {
  id: string;
  name: string;
  location: string | null;
  city: string | null;
  state: string | null;
  notes: string | null;
  holes: number;
  par_out: number;
  par_in: number;
  archived: boolean;
  scorecard_image_url: string | null;
  created_at: string;
  updated_at: string;
  teesets: TeeSet[];
};

/** The columns of a tee set the app writes (id, course and timestamps aside). */
export type TeeSetValue = Pick<TeeSet, 'label' | 'rating' | 'slope' | 'par_by_hole' | 'stroke_index_by_hole' | 'is_default'>;
