// @ts-expect-error: the parser ships no types; its output is prom2json's shape, typed below.
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

/** One metric family as prom2json (and so the parser) gives it. */
export interface MetricFamily {
  name: string;
  help: string;
  type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
  metrics: {
    value?: string;
    count?: string;
    sum?: string;
    buckets?: Record<string, string>;
    labels?: Record<string, string>;
  }[];
}

/** Parses Prometheus text exposition with an independent parser (not the library that wrote it). */
export function parsePrometheus(text: string): Map<string, MetricFamily> {
  const families = parsePrometheusTextFormat(text) as MetricFamily[];
  return new Map(families.map((family) => [family.name, family]));
}
