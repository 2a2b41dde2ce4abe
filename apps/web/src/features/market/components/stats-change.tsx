import { useStatsTexts } from '../stats-texts.ts';

/** A change in percent from the window before: green up, red down, "new" when there was nothing before. */
export function StatsChange({ value }: { value: number | null }) {
  const { ft } = useStatsTexts();
  if (value === null) {
    return (
      <span className="text-xs text-mist" title={ft('market.stats.noChange')}>
        {ft('market.stats.new')}
      </span>
    );
  }
  const up = value > 0;
  const shown = `${up ? '+' : ''}${value.toFixed(1)}%`;
  return (
    <span
      className={`text-xs font-semibold ${up ? 'text-jade-300' : value < 0 ? 'text-ember-400' : 'text-mist'}`}
      title={ft('market.stats.change', { value: shown })}
    >
      {shown}
    </span>
  );
}
