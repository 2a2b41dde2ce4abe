// The market benchmark's traffic: filter + sort combinations, their pages, and their SQL plans.
import { join } from 'node:path';
import pg from 'pg';

/** First pages and deep pages of common filter + sort combinations. */
export const COMBINATIONS = [
  { label: 'latest', query: '', depth: 0 },
  { label: 'latest, page 200', query: '', depth: 200 },
  { label: 'lowest price (MDS)', query: 'sort=price_asc', depth: 0 },
  { label: 'lowest price, page 100', query: 'sort=price_asc', depth: 100 },
  { label: 'highest price in BNB', query: 'sort=price_desc&coin=BNB', depth: 0 },
  { label: 'camp', query: 'camp=2', depth: 0 },
  {
    label: 'camp + profession + grade, lowest',
    query: 'camp=2&profession=3&grade=2&sort=price_asc',
    depth: 0,
  },
  { label: 'element + star, highest', query: 'element=4&star=3&sort=price_desc', depth: 0 },
  { label: 'grade 21~24, highest, page 20', query: 'grade=5&sort=price_desc', depth: 20 },
  { label: 'dragons, lowest', query: 'kind=dragon&sort=price_asc', depth: 0 },
  {
    label: 'hero + all five filters (rare)',
    query: 'kind=hero&camp=1&profession=1&grade=4&element=5&star=5',
    depth: 0,
  },
  {
    label: 'price range, latest',
    query: 'price_min=1000000000000000000000&price_max=5000000000000000000000',
    depth: 0,
  },
  // The search (docs/rules/market-search.md): by name in English (eight names), by name with a
  // price sort, by a number, by a seller's address prefix, and a name no card has.
  { label: 'search "dragon", latest', query: 'q=dragon', depth: 0 },
  { label: 'search "fox", lowest', query: 'q=fox&sort=price_asc', depth: 0 },
  { label: 'search a token number', query: 'q=1000042', depth: 0 },
  { label: 'search a seller prefix', query: 'q=0x1a2b', depth: 0 },
  { label: 'search a name no card has', query: 'q=nothing%20here', depth: 0 },
];

const listPath = (query, cursor) => {
  const params = [query, cursor ? `cursor=${cursor}` : ''].filter(Boolean).join('&');
  return `/api/marketplace/list${params ? `?${params}` : ''}`;
};

/**
 * The paths of pages `from`…`to` (0 = first page) of a query, following next_cursor; when the
 * query has fewer pages, at least its last one.
 */
export async function pagePaths(base, query, from, to) {
  const paths = [];
  let path = listPath(query);
  for (let page = 0; page <= to; page += 1) {
    if (page >= from) paths.push(path);
    if (page === to) break;
    const data = (await (await fetch(base + path)).json()).data;
    if (!data.next_cursor) break;
    path = listPath(query, data.next_cursor);
  }
  return paths.length > 0 ? paths : [path];
}

/** EXPLAIN (ANALYZE, BUFFERS) of each path's page query: the listings index, buffers, time. */
export async function explainAll(root, databaseUrl, paths) {
  const { marketListQuery } = await import(join(root, 'packages/shared/src/market.ts'));
  const { marketPageSql } = await import(join(root, 'apps/server/src/modules/market/list-query.ts'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const plans = [];
  for (const path of paths) {
    const query = Object.fromEntries(new URL(path, 'http://x').searchParams);
    const { text, values } = marketPageSql(marketListQuery.parse(query));
    const inlined = text.replace(/\$(\d+)/g, (_, i) => {
      const v = values[Number(i) - 1];
      if (v === null) return 'null';
      if (Array.isArray(v)) return `array[${v.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]`;
      return typeof v === 'number' ? String(v) : `'${v}'`;
    });
    const { rows } = await client.query(`explain (analyze, buffers, format json) ${inlined}`);
    const plan = rows[0]['QUERY PLAN'][0];
    const page = findNode(plan.Plan, (node) => node['Node Type'] === 'Limit') ?? plan.Plan;
    const index = /"Index Name":"(\w+)"/.exec(JSON.stringify(page))?.[1] ?? 'seq scan';
    const buffers = plan.Plan['Shared Hit Blocks'] + (plan.Plan['Shared Read Blocks'] ?? 0);
    plans.push({ index, buffers, ms: plan['Execution Time'] });
  }
  await client.end();
  return plans;
}

function findNode(node, test) {
  if (test(node)) return node;
  for (const child of node.Plans ?? []) {
    const found = findNode(child, test);
    if (found) return found;
  }
  return undefined;
}
