import { PageNav } from '@/components/page-nav';
import { CalendarDays, ClipboardList, Eye } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { MatchWhen, MatchWhenStacked } from '@/components/match-when';
import { useCourses } from '@/api/courses/get-courses';
import { useMatchesList, type MatchListItem } from '@/api/matches/get-matches-list';
import { paths } from '@/lib/paths';
import { usePageParam } from '@/lib/use-page-param';
import { ADMIN_PAGE_PARAM, ADMIN_PAGE_SIZE, ALL_COURSES, matchListParams, showingText, type MatchFilters, type MatchStatusFilter } from '../lib/filter-matches';
import { isMatchFull, MATCH_STATUS_FILTERS, MATCH_STATUS_LABEL } from '../lib/match-status';
import { MatchStatusBadge } from './match-badges';


const INITIAL: MatchFilters = { status: 'ALL', course: ALL_COURSES, from: '', to: '' };

/**
 * All matches with status, course and date filters, 25 a page (the page is `?page=N` in the URL, like the lists
 * of /matches); the server filters and pages (get_matches_list),
 * so the count covers every match of the filter. Entries and paid are the real counts.
 */
export function AdminMatchesList() {
  const [filters, setFilters] = useState<MatchFilters>(INITIAL);
  const [page, setPage] = usePageParam(ADMIN_PAGE_PARAM);
  const matches = useMatchesList(matchListParams(filters, page));
  // Every course, archived ones too: old matches were played on them.
  const courseList = useCourses();
  const courses = courseList.data ?? [];
  const visible = matches.data?.rows ?? [];
  const total = matches.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / ADMIN_PAGE_SIZE) - 1);
  const ids = { status: useId(), course: useId(), from: useId(), to: useId() };
  const set = (patch: Partial<MatchFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(0);
  };
  const filtered = filters.status !== 'ALL' || filters.course !== ALL_COURSES || filters.from !== '' || filters.to !== '';

  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Matches{matches.data ? ` (${total})` : ''}</CardTitle>
          {filtered && (
            <Button variant="ghost" size="sm" onClick={() => set(INITIAL)}>
              Clear filters
            </Button>
          )}
        </div>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={ids.status}>Status</Label>
            <Select value={filters.status} onValueChange={(value) => set({ status: value as MatchStatusFilter })}>
              <SelectTrigger id={ids.status} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="ALL">All</SelectItem>
                {MATCH_STATUS_FILTERS.map((status) => (
                  <SelectItem key={status} value={status}>
                    {MATCH_STATUS_LABEL[status]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={ids.course}>Course</Label>
            <Select value={filters.course} onValueChange={(value) => set({ course: value })}>
              <SelectTrigger id={ids.course} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL_COURSES}>All courses</SelectItem>
                {courses.map((course) => (
                  <SelectItem key={course.id} value={course.id}>
                    {course.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={ids.from}>From date</Label>
            <Input id={ids.from} type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => set({ from: event.target.value })} />
          </div>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={ids.to}>To date</Label>
            <Input id={ids.to} type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => set({ to: event.target.value })} />
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {matches.isPending ? (
          <div className="grid grid-cols-1 gap-2" aria-label="Loading matches">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : matches.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Could not load matches</AlertTitle>
            <AlertDescription>
              <p>{matches.error.message}</p>
              <Button variant="outline" size="sm" onClick={() => matches.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : visible.length === 0 && page === 0 ? (
          <EmptyState
            icon={CalendarDays}
            title={filtered ? 'No matches match these filters.' : 'No matches yet.'}
            action={
              !filtered && (
                <Button asChild variant="gold">
                  <Link to={paths.newMatch()}>Create Match</Link>
                </Button>
              )
            }
          />
        ) : (
          <div className="grid grid-cols-1 gap-4" aria-busy={matches.isPlaceholderData}>
            <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Matches">
              {visible.map((match) => {
                return (
                  <li key={match.id} className="grid grid-cols-1 gap-2 rounded-lg border p-3 text-sm">
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        <Link to={paths.match(match.id)} className="font-medium hover:underline">
                          {match.name}
                        </Link>
                        <MatchWhen className="num block text-xs text-muted-foreground" date={match.date} startTime={match.start_time} withYear />
                      </div>
                      <MatchStatusBadge match={match} full={isMatchFull(match)} />
                    </div>
                    <div>
                      {match.course_name ?? '—'}
                      <RatingSlope match={match} />
                    </div>
                    <p className="text-xs tabular-nums">
                      <span className="text-muted-foreground">Entries </span>
                      {match.entries_count}
                      {match.capacity !== null && ` / ${match.capacity}`}
                      <span className="text-muted-foreground"> · Paid </span>
                      <span className={unpaid(match) ? 'font-semibold text-amber-700 dark:text-amber-300' : undefined}>{match.paid_count}</span> /{' '}
                      {match.entries_count}
                    </p>
                    <div className="grid grid-cols-2 gap-2">
                      <Button asChild variant="outline">
                        <Link to={paths.match(match.id)} aria-label={`View ${match.name}`}>
                          <Eye aria-hidden /> View
                        </Link>
                      </Button>
                      <Button asChild variant="goldOutline">
                        <Link to={paths.matchResults(match.id)} aria-label={`Results for ${match.name}`}>
                          <ClipboardList aria-hidden /> Results
                        </Link>
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
            <div className="hidden md:block">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Date</TableHead>
                    <TableHead>Name</TableHead>
                    <TableHead>Course</TableHead>
                    <TableHead numeric>Entries</TableHead>
                    <TableHead numeric>Paid</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead className="text-right">Actions</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {visible.map((match) => {
                        return (
                      <TableRow key={match.id}>
                        <TableCell className="num">
                          <MatchWhenStacked date={match.date} startTime={match.start_time} withYear />
                        </TableCell>
                        <TableCell className="font-medium">
                          <Link to={paths.match(match.id)} className="hover:underline">
                            {match.name}
                          </Link>
                        </TableCell>
                        <TableCell>
                          {match.course_name ?? '—'}
                          <RatingSlope match={match} />
                        </TableCell>
                        <TableCell numeric>
                          {match.entries_count}
                          {match.capacity !== null && <span className="text-muted-foreground"> / {match.capacity}</span>}
                        </TableCell>
                        <TableCell numeric>
                          <span className={unpaid(match) ? 'font-semibold text-amber-700 dark:text-amber-300' : undefined}>
                            {match.paid_count}
                          </span>
                          <span className="text-muted-foreground"> / {match.entries_count}</span>
                        </TableCell>
                        <TableCell>
                          <MatchStatusBadge match={match} full={isMatchFull(match)} />
                        </TableCell>
                        <TableCell className="text-right">
                          <div className="flex justify-end gap-2">
                            <Button asChild size="sm" variant="outline">
                              <Link to={paths.match(match.id)} aria-label={`View ${match.name}`}>
                                <Eye aria-hidden /> View
                              </Link>
                            </Button>
                            <Button asChild size="sm" variant="goldOutline">
                              <Link to={paths.matchResults(match.id)} aria-label={`Results for ${match.name}`}>
                                <ClipboardList aria-hidden /> Results
                              </Link>
                            </Button>
                          </div>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </div>
            <PageNav
              label="Matches pages"
              summary={visible.length > 0 ? showingText(page, visible.length, total) : ''}
              page={page}
              hasNext={page < lastPage}
              busy={matches.isPlaceholderData}
              onPageChange={setPage}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

const unpaid = (match: MatchListItem) => match.entries_count > 0 && match.paid_count < match.entries_count;

function RatingSlope({ match }: { match: MatchListItem }) {
  if (match.course_rating === null && match.course_slope === null) return null;
  return (
    <span className="num block text-xs text-muted-foreground">
      Rating {match.course_rating !== null ? Number(match.course_rating).toFixed(1) : '—'} · Slope {match.course_slope ?? '—'}
    </span>
  );
}
