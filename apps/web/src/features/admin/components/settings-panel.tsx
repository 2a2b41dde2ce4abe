import {
  type MarketSettings,
  type MarketSettingsValue,
  SETTING_ROLES,
  type SettingGroup,
} from '@yuanlong/shared/market-settings';
import { type Operator, roleAllows } from '@yuanlong/shared/operators';
import { type FormEvent, type ReactNode, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Field } from '../../../components/form-field.tsx';
import { Section } from '../../../components/section.tsx';
import { type AdminTextKey, useAdminTexts } from '../admin-texts.ts';
import { useChangeSettings, useSettings } from '../api/admin-api.ts';

type TextGroup = 'website' | 'announcement' | 'withdraw_minimums' | 'withdraw_hold_thresholds';

/** Text keys of the API's snake_case names (groups, website settings). */
const TEXT_NAME: Record<string, string> = {
  sale_fee_bps: 'saleFee',
  withdraw_minimums: 'withdrawMinimums',
  withdraw_hold_thresholds: 'holdThresholds',
  coin_contract_address: 'coinContract',
  down_url: 'downUrl',
  website_url: 'websiteUrl',
  twitter_url: 'twitterUrl',
  telegram_url: 'telegramUrl',
};
const textKey = (...parts: string[]) =>
  ['admin.settings', ...parts.map((p) => TEXT_NAME[p] ?? p)].join('.') as AdminTextKey;

/** One group of settings: its own form, saved alone, read-only for a role that may not change it. */
function GroupForm<G extends SettingGroup>({
  group,
  settings,
  me,
  children,
}: {
  group: G;
  settings: MarketSettings;
  me: Operator;
  children: (draft: MarketSettingsValue[G], set: (next: MarketSettingsValue[G]) => void) => ReactNode;
}) {
  const { at } = useAdminTexts();
  const change = useChangeSettings();
  const [draft, setDraft] = useState(settings.value[group]);
  const allowed = roleAllows(me.role, SETTING_ROLES[group]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate({ version: settings.version, [group]: draft });
  };
  const title = at(textKey(group));
  return (
    <form onSubmit={submit} aria-label={title} className="rounded-xl border border-ink-700/70 p-3">
      <fieldset disabled={!allowed || change.isPending} className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-parchment">
          {title}{' '}
          <span className="text-xs font-normal text-mist">
            {at('admin.settings.who', { role: at(`admin.role.${SETTING_ROLES[group]}`) })}
          </span>
        </legend>
        {children(draft, setDraft)}
        {allowed ? (
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonStyles.primary}>
              {at('admin.settings.save')}
            </button>
            {change.isSuccess ? (
              <span role="status" className="text-sm text-jade-200">
                {at('admin.settings.saved')}
              </span>
            ) : null}
          </div>
        ) : null}
      </fieldset>
      {change.error ? (
        <p role="alert" className="mt-2 text-sm text-ember-400">
          {change.error.message}
        </p>
      ) : null}
    </form>
  );
}

/** The fields of a group that is a set of texts (per key, language or coin). */
function TextFields<G extends TextGroup>({
  group,
  draft,
  set,
  hint,
}: {
  group: G;
  draft: MarketSettingsValue[G];
  set: (next: MarketSettingsValue[G]) => void;
  hint?: string;
}) {
  const { at } = useAdminTexts();
  const entries = Object.entries(draft) as [string, string][];
  const label = (key: string) =>
    group === 'website' || group === 'announcement' ? at(textKey(group, key)) : key;
  return (
    <>
      {hint ? <p className="text-xs text-mist/80">{hint}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map(([key, value]) => (
          <Field
            key={key}
            label={label(key)}
            value={value}
            onChange={(e) => set({ ...draft, [key]: e.target.value })}
          />
        ))}
      </div>
    </>
  );
}

/** A group's form key: its current value, so the form starts again when (only when) it changes. */
const keyOf = (data: MarketSettings, group: SettingGroup) => JSON.stringify(data.value[group]);

/** The market's settings: each group saved on its own; the audit log records every change. */
export function SettingsPanel({ me }: { me: Operator }) {
  const { at } = useAdminTexts();
  const settings = useSettings();
  const data = settings.data;
  return (
    <Section
      title={at('admin.settings')}
      aside={
        data ? (
          <span className="text-xs text-mist">{at('admin.settings.version', { version: data.version })}</span>
        ) : null
      }
    >
      {data ? (
        // A group changed (here or elsewhere) starts its form again from the new value; what is being
        // typed in the other groups stays.
        <div className="flex flex-col gap-4">
          <GroupForm key={keyOf(data, 'maintenance')} group="maintenance" settings={data} me={me}>
            {(draft, set) => (
              <label className="flex items-center gap-2 text-sm text-parchment">
                <input
                  type="checkbox"
                  className="size-5 accent-gold-400"
                  checked={draft}
                  onChange={(e) => set(e.target.checked)}
                />
                {at('admin.settings.maintenance.on')}
              </label>
            )}
          </GroupForm>
          <GroupForm key={keyOf(data, 'announcement')} group="announcement" settings={data} me={me}>
            {(draft, set) => <TextFields group="announcement" draft={draft} set={set} />}
          </GroupForm>
          <GroupForm key={keyOf(data, 'sale_fee_bps')} group="sale_fee_bps" settings={data} me={me}>
            {(draft, set) => (
              <Field
                label={at('admin.settings.saleFee.field')}
                hint={at('admin.settings.saleFee.hint', { percent: String(draft / 100) })}
                type="number"
                min={0}
                max={5000}
                step={1}
                required
                value={String(draft)}
                onChange={(e) => set(Number(e.target.value))}
              />
            )}
          </GroupForm>
          <GroupForm key={keyOf(data, 'withdraw_minimums')} group="withdraw_minimums" settings={data} me={me}>
            {(draft, set) => <TextFields group="withdraw_minimums" draft={draft} set={set} />}
          </GroupForm>
          <GroupForm
            key={keyOf(data, 'withdraw_hold_thresholds')}
            group="withdraw_hold_thresholds"
            settings={data}
            me={me}
          >
            {(draft, set) => (
              <TextFields
                group="withdraw_hold_thresholds"
                draft={draft}
                set={set}
                hint={at('admin.settings.holdThresholds.hint')}
              />
            )}
          </GroupForm>
          <GroupForm key={keyOf(data, 'website')} group="website" settings={data} me={me}>
            {(draft, set) => <TextFields group="website" draft={draft} set={set} />}
          </GroupForm>
        </div>
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-ember-400">
          {at('admin.error')}
        </p>
      ) : (
        <div className="skeleton h-40 rounded-xl" aria-busy="true" />
      )}
    </Section>
  );
}
