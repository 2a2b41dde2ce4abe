import * as Dialog from '@radix-ui/react-dialog';
import { ASSET_KINDS, GRADE_GROUPS } from '@yuanlong/shared/catalogue';
import { COINS, type Coin } from '@yuanlong/shared/coins';
import { ASSET_KIND_NAMES } from '@yuanlong/shared/market';
import { type MakeOfferBody, OFFER_DURATIONS_HOURS, type OfferFilter } from '@yuanlong/shared/offers';
import { type FormEvent, useState } from 'react';
import { ModalContent } from '../../../components/dialog.tsx';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { Field } from '../../../components/form-field.tsx';
import { FundPasswordField } from '../../../components/fund-password-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { useNames } from '../../../lib/catalogue.ts';
import { formatAmount, parseAmount } from '../../../lib/coins.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';
import { sharedMessage } from '../../../lib/validation.ts';
import { useMakeOffer } from '../api/offers-api.ts';
import { useOfferTexts } from '../offer-texts.ts';

/** What an offer is made on: one asset, or a collection (chosen in the form). */
export type OfferTarget = { assetId: number; name: string; serverId?: number } | { collection: true };

const ANY = '';

function OfferForm({ target, onDone }: { target: OfferTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const { ot } = useOfferTexts();
  const names = useNames();
  const user = useUserInfo().data;
  const make = useMakeOffer();
  const [coin, setCoin] = useState<Coin>('MDS');
  const [amount, setAmount] = useState('');
  const [hours, setHours] = useState<number>(OFFER_DURATIONS_HOURS[0]);
  const [kind, setKind] = useState<string>('hero');
  const [grade, setGrade] = useState(ANY);
  const [star, setStar] = useState(ANY);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string>();
  const units = parseAmount(amount, coin);
  const available = BigInt(user?.coins[coin] ?? '0');
  const short = units !== null && units > available;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (units === null || units <= 0n) {
      setError(sharedMessage(amount.trim() ? 'amountPositive' : 'priceRequired'));
      return;
    }
    if (!password) {
      setMissing(true);
      return;
    }
    const body: MakeOfferBody = {
      coin,
      amount: units.toString(),
      expires_at: new Date(Date.now() + hours * 3_600_000).toISOString(),
      pay_password: password,
      ...('assetId' in target
        ? { asset_id: target.assetId }
        : {
            filter: {
              kind: kind as OfferFilter['kind'],
              ...(grade ? { grade: Number(grade) } : {}),
              ...(star ? { star: Number(star) } : {}),
            },
          }),
    };
    try {
      // An item offer is made by the offerer's role on the asset's server.
      await make.mutateAsync({ ...body, serverId: 'assetId' in target ? target.serverId : undefined });
    } catch {
      setPassword('');
      return;
    }
    showToast(ot('offers.made'), 'success');
    onDone();
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {'collection' in target ? (
        <div className="grid grid-cols-3 gap-2">
          <SelectField
            label={t('market.filter.kind')}
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            options={ASSET_KIND_NAMES.map((k) => ({ value: k, label: names('kind', ASSET_KINDS[k].code) }))}
          />
          <SelectField
            label={t('market.filter.grade')}
            value={grade}
            onChange={(e) => setGrade(e.target.value)}
            options={[
              { value: ANY, label: ot('offers.any') },
              ...Object.entries(GRADE_GROUPS).map(([code, [from, to]]) => ({
                value: code,
                label: t('market.grade.range', { from, to }),
              })),
            ]}
          />
          <SelectField
            label={t('market.filter.star')}
            value={star}
            onChange={(e) => setStar(e.target.value)}
            options={[
              { value: ANY, label: ot('offers.any') },
              ...[1, 2, 3, 4, 5, 6, 7].map((s) => ({
                value: String(s),
                label: t('market.star', { count: s }),
              })),
            ]}
          />
        </div>
      ) : null}
      <div className="grid grid-cols-[7rem_1fr] gap-2">
        <SelectField
          label={t('trade.coin')}
          value={coin}
          onChange={(e) => setCoin(e.target.value as Coin)}
          options={COINS.map((c) => ({ value: c, label: c }))}
        />
        <Field
          label={ot('offers.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={amount}
          error={error ?? (short ? sharedMessage('insufficientBalance') : undefined)}
          hint={`${t('trade.available', { coin })}: ${formatAmount(available, coin)}`}
          onChange={(e) => {
            setAmount(e.target.value);
            setError(undefined);
          }}
        />
      </div>
      <SelectField
        label={ot('offers.duration')}
        value={String(hours)}
        onChange={(e) => setHours(Number(e.target.value))}
        options={OFFER_DURATIONS_HOURS.map((h) => ({
          value: String(h),
          label: h < 48 ? ot('offers.hours', { count: h }) : ot('offers.days', { count: h / 24 }),
        }))}
      />
      <p className="text-xs leading-relaxed text-mist">{ot('offers.freezeNote')}</p>
      <FundPasswordField
        hasPassword={user?.has_pay_password !== false}
        value={password}
        missing={missing}
        onChange={(value) => {
          setPassword(value);
          setMissing(false);
        }}
      />
      <DialogActions label={ot('offers.submit')} pending={make.isPending} disabled={short} />
    </form>
  );
}

/** Makes an offer: coin, amount (frozen while it stands), how long, the fund password. */
export function MakeOfferDialog({
  target,
  open,
  onOpenChange,
}: {
  target: OfferTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { ot } = useOfferTexts();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent
        title={'assetId' in target ? ot('offers.makeTitle') : ot('offers.collectionTitle')}
        description={
          'assetId' in target ? ot('offers.makeBody', { name: target.name }) : ot('offers.collectionBody')
        }
      >
        {open ? <OfferForm target={target} onDone={() => onOpenChange(false)} /> : null}
      </ModalContent>
    </Dialog.Root>
  );
}
