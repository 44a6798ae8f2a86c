/** The spec's fixed marketing figures (landing page demo content, not live data). */
const FIGURES = [
  { value: '$2.5M+', label: 'Total payouts' },
  { value: '5,000+', label: 'Rounds posted' },
  { value: '98.7%', label: 'Uptime' },
  { value: '24/7', label: 'Support' },
];

export function StatsBand() {
  return (
    <section aria-label="League in numbers" className="border-b bg-card">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px px-4 sm:px-6 md:grid-cols-4">
        {FIGURES.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse items-center gap-1 px-2 py-8 text-center">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="font-serif text-3xl font-semibold text-forest tabular-nums sm:text-4xl dark:text-gold">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
