/**
 * Each asset's name for a list of picked assets, told apart: a name two or more of them share gets
 * the asset's number (`Azure Dragon #12`), so that every price field and every result line says
 * which asset it is, to the eye and to a screen reader.
 */
export function distinctNames(assets: readonly { id: number; name: string }[]): Map<number, string> {
  const count = new Map<string, number>();
  for (const { name } of assets) count.set(name, (count.get(name) ?? 0) + 1);
  return new Map(
    assets.map(({ id, name }) => [
      id,
      !name ? `#${id}` : (count.get(name) ?? 0) > 1 ? `${name} #${id}` : name,
    ]),
  );
}
