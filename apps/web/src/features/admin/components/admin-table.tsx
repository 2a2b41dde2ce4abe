import type { ReactNode } from 'react';
import { useAdminTexts } from '../admin-texts.ts';

/**
 * A console table: a header row, then rows of cells, scrolling sideways on a narrow screen. With
 * a title it is a titled block that says "None" when empty. Cells keep to one line unless `wrap`
 * (long free text such as a device's user agent).
 */
export function AdminTable({
  title,
  head,
  rows,
  wrap = false,
}: {
  title?: string;
  head: string[];
  rows: ReactNode[][];
  wrap?: boolean;
}) {
  const { at } = useAdminTexts();
  const table = (
    <div className="overflow-x-auto">
      <table className="w-full text-xs">
        <thead className="text-left text-mist">
          <tr>
            {head.map((h) => (
              <th key={h} className="py-1 pr-3 align-bottom font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a list that is replaced whole
            <tr key={i} className="border-t border-ink-700/70">
              {cells.map((cell, j) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row
                  key={j}
                  className={`py-1 pr-3 align-top tabular-nums ${wrap ? '[overflow-wrap:anywhere]' : 'whitespace-nowrap'}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (title === undefined) return table;
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-parchment">{title}</h3>
      {rows.length === 0 ? <p className="text-xs text-mist">{at('admin.users.none')}</p> : table}
    </div>
  );
}
