// The image files the object store keeps (it checks their bytes as well): PNG, JPEG and WebP.
export const RASTER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The file input's `accept` for them. */
export const RASTER_IMAGE_ACCEPT = RASTER_IMAGE_TYPES.join(',');

export const isRasterImage = (file: { type: string }) => (RASTER_IMAGE_TYPES as readonly string[]).includes(file.type);
