import type { AuditEntry } from '@yuanlong/shared/operators';
import { useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Section } from '../../../components/section.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useAdminTexts } from '../admin-texts.ts';
import { useAudit } from '../api/admin-api.ts';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

function Change({ entry }: { entry: AuditEntry }) {
  const before = json(entry.before);
  const after = json(entry.after);
  if (!before && !after) return null;
  return (
    <code className="block text-xs break-all text-parchment/90">
      {before || '∅'} → {after || '∅'}
    </code>
  );
}

/** The audit log, newest first, 50 entries a page. */
export function AuditLog() {
  const { at } = useAdminTexts();
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const before = pages.at(-1);
  const audit = useAudit(before);
  const when = (entry: AuditEntry) => formatDateTime(entry.at, currentLang());
  const who = (entry: AuditEntry) =>
    entry.operator ??
    (entry.ip === 'command line' ? at('admin.audit.commandLine') : at('admin.audit.nobody'));
  return (
    <Section title={at('admin.audit')}>
      {audit.isPending ? (
        <div className="skeleton h-40 rounded-xl" aria-busy="true" />
      ) : audit.isError ? (
        <p className="text-sm text-ember-400">{at('admin.error')}</p>
      ) : audit.data.items.length === 0 ? (
        <p className="text-sm text-mist">{at('admin.audit.empty')}</p>
      ) : (
        <>
          {/* A phone: one block per entry; wider: a table. */}
          <ul className="flex flex-col sm:hidden" aria-label={at('admin.audit')}>
            {audit.data.items.map((entry) => (
              <li key={entry.id} className="border-b border-ink-700/70 py-2 text-sm last:border-b-0">
                <p className="flex justify-between gap-2">
                  <code className="text-gold-200">{entry.action}</code>
                  <span className="font-semibold text-parchment">{who(entry)}</span>
                </p>
                <p className="break-all">{entry.target}</p>
                <Change entry={entry} />
                <p className="mt-0.5 text-xs text-mist">
                  {when(entry)} · {entry.ip}
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full text-sm">
              <thead className="text-left text-xs text-mist">
                <tr>
                  <th className="py-1.5 pr-3 font-medium">{at('admin.audit.time')}</th>
                  <th className="py-1.5 pr-3 font-medium">{at('admin.audit.who')}</th>
                  <th className="py-1.5 pr-3 font-medium">{at('admin.audit.action')}</th>
                  <th className="py-1.5 pr-3 font-medium">{at('admin.audit.target')}</th>
                  <th className="py-1.5 pr-3 font-medium">{at('admin.audit.change')}</th>
                  <th className="py-1.5 font-medium">{at('admin.audit.address')}</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.items.map((entry) => (
                  <tr key={entry.id} className="border-t border-ink-700/70 align-top">
                    <td className="py-2 pr-3 whitespace-nowrap text-mist">
                      <time dateTime={entry.at}>{when(entry)}</time>
                    </td>
                    <td className="py-2 pr-3 font-semibold text-parchment">{who(entry)}</td>
                    <td className="py-2 pr-3">
                      <code className="text-gold-200">{entry.action}</code>
                    </td>
                    <td className="py-2 pr-3 break-all">{entry.target}</td>
                    <td className="py-2 pr-3">
                      <Change entry={entry} />
                    </td>
                    <td className="py-2 whitespace-nowrap text-mist">{entry.ip}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {audit.data?.next ? (
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-3`}
          onClick={() => setPages((p) => [...p, audit.data.next ?? undefined])}
        >
          {at('admin.audit.more')}
        </button>
      ) : null}
    </Section>
  );
}
