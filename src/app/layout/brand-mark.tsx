export function BrandMark({ logoUrl }: { logoUrl: string | null }) {
  if (logoUrl) return <img src={logoUrl} alt="" className="size-8 rounded-full object-cover" />;
  return (
    <svg viewBox="0 0 64 64" className="size-8" aria-hidden>
      <circle cx="32" cy="32" r="30" className="fill-forest" />
      <path d="M26 14v34" stroke="currentColor" className="text-forest-foreground" strokeWidth="3" strokeLinecap="round" />
      <path d="M27 15l17 7-17 7z" className="fill-gold" />
    </svg>
  );
}
