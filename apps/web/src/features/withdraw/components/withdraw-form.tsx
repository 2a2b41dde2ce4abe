import type { Coin } from '@yuanlong/shared/coins';
import type { UserInfo } from '@yuanlong/shared/user';
import type { Withdrawal } from '@yuanlong/shared/withdraw';
import { type FormEvent, useRef, useState } from 'react';
import { AmountField, amountProblemText } from '../../../components/amount-field.tsx';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { focusFirstError } from '../../../components/form-field.tsx';
import { FundPasswordField } from '../../../components/fund-password-field.tsx';
import { SecondFactorField } from '../../../components/second-factor-field.tsx';
import { plainAmount } from '../../../lib/amount-check.ts';
import { decimalsOf, formatAmount } from '../../../lib/coins.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { sharedMessage } from '../../../lib/validation.ts';
import { useWithdraw } from '../api/withdraw.ts';
import { checkWithdrawAmount, type WithdrawProblem } from '../withdraw-amount.ts';
import { WithdrawTerms } from './withdraw-terms.tsx';

interface WithdrawFormProps {
  coin: Coin;
  user: UserInfo;
  /** The coin's minimum withdrawal, base units. */
  minimum: bigint;
  /** The 24-hour rule: when the next withdrawal is allowed, null when it is allowed now. */
  nextAllowed: Date | null;
  /** The hold after a security change (password, fund password, e-mail): until when, null when none. */
  securityHold: Date | null;
  onCreated(withdrawal: Withdrawal): void;
}

/**
 * The amount to withdraw, checked against the minimum and the available game balance, and the
 * fund password; the server checks all again and answers the queued withdrawal.
 */
export function WithdrawForm({
  coin,
  user,
  minimum,
  nextAllowed,
  securityHold,
  onCreated,
}: WithdrawFormProps) {
  const { t } = useTranslation();
  const withdraw = useWithdraw();
  const form = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const decimals = decimalsOf(coin);
  const available = BigInt(user.coins[coin] ?? '0');
  const checked = checkWithdrawAmount(text, { decimals, available, minimum });
  // An empty field is only a problem once the user tries to withdraw; the rest shows as they type.
  const problem = submitted || checked.error !== 'amountPositive' ? checked.error : undefined;
  const held = nextAllowed !== null || securityHold !== null;
  const busy = withdraw.isPending;

  const message = (error: WithdrawProblem) =>
    error === 'belowMinimum'
      ? sharedMessage('withdrawBelowMinimum', { minimum: formatAmount(minimum, coin), coin })
      : amountProblemText(t, error, decimals);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || held || !user.has_pay_password) return;
    if (checked.amount === undefined || !password || (user.has_totp && !totp.trim())) {
      // After React shows the errors: the first field that has one takes the focus.
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    let created: Withdrawal;
    try {
      // mutateAsync, not mutate's callbacks: those are dropped if the dialog unmounts first.
      created = await withdraw.mutateAsync({
        coin,
        amount: checked.amount.toString(),
        pay_password: password,
        ...(user.has_totp ? { totp_code: totp.trim() } : {}),
      });
    } catch {
      // The API client has shown the server's message (wrong password, the 24-hour rule…).
      setPassword('');
      setTotp('');
      return;
    }
    onCreated(created);
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <WithdrawTerms
        coin={coin}
        available={available}
        minimum={minimum}
        address={user.address}
        nextAllowed={nextAllowed}
        securityHold={securityHold}
      />
      <AmountField
        label={t('withdraw.amount', { symbol: coin })}
        value={text}
        onChange={setText}
        max={plainAmount(available, decimals)}
        disabled={busy || held}
        error={problem ? message(problem) : undefined}
      />
      <FundPasswordField
        hasPassword={user.has_pay_password}
        value={password}
        missing={submitted && !password}
        disabled={busy || held}
        onChange={setPassword}
      />
      {user.has_totp ? (
        <SecondFactorField
          binding={{
            value: totp,
            onChange: (event) => setTotp(event.target.value),
            error: submitted && !totp.trim() ? sharedMessage('secondFactorRequired') : undefined,
          }}
        />
      ) : null}
      <DialogActions
        label={
          checked.amount !== undefined
            ? t('withdraw.submit', { amount: formatAmount(checked.amount, coin), symbol: coin })
            : t('withdraw.submitPlain')
        }
        pending={busy}
        busy={busy}
        disabled={held || !user.has_pay_password}
      />
    </form>
  );
}
