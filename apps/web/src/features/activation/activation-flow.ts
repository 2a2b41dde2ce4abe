import type { Address, Hash } from 'viem';
import { ApiError } from '../../lib/api-error.ts';
import {
  isTxBusy,
  runTx,
  type TxFailure,
  type TxOptions,
  type TxStep,
  type WalletDeps,
} from '../../lib/chain-tx/tx-flow.ts';

/** Why a payment stopped; each has a text (activation.error.*) except `api`, already toasted. */
export type ActivationFailure = TxFailure;

/**
 * Where a payment is: the shared wallet steps (`sending` is the activate call), then `reporting`
 * and `sent`, which hands over to the server. `wrongChain` waits for the user's one-click switch.
 */
export type ActivationStep =
  | TxStep
  | { kind: 'reporting'; hash: Hash }
  | { kind: 'sent'; hash: Hash }
  | { kind: 'alreadyPaid' };

type OwnStep = Exclude<ActivationStep, TxStep>;

/** What the server says to pay: the Activation contract, the coin, and the account reference. */
export interface ActivationTerms {
  chainId: number;
  contract: Address;
  coin: Address;
  /** The value `activate(uint256)` takes: the user id. */
  account: bigint;
}

/** What the flow needs from the wallet, the chain and the API; the app plugs in wagmi and the API client. */
export interface ActivationDeps extends WalletDeps {
  /** The terms; undefined when the server has no deployment to pay (or cannot read it now). */
  terms(): Promise<ActivationTerms | undefined>;
  /** Reads of the target chain (not the wallet's). */
  price(contract: Address): Promise<bigint>;
  payerOf(contract: Address, account: bigint): Promise<Address>;
  /** The activate(account) transaction: resolves with the hash once the wallet has sent it. */
  activate(contract: Address, account: bigint): Promise<Hash>;
  /** POST /api/user/activation {tx_hash}. */
  report(hash: Hash): Promise<void>;
}

export type ActivationOptions = TxOptions;

const ZERO_ADDRESS = /^0x0{40}$/;

/**
 * One run of the activation payment (the shared wallet flow): connect, check the chain, check
 * the account is not paid yet and the wallet holds the price, approve it when the allowance is
 * short, call activate(account), and report the transaction. Every step is reported; the last one
 * is returned. From `sent` on, the server's status counts the confirmations.
 */
export async function runActivation(
  deps: ActivationDeps,
  report: (step: ActivationStep) => void,
  options: ActivationOptions = {},
): Promise<ActivationStep> {
  let terms: ActivationTerms | undefined;
  return runTx<OwnStep>(
    deps,
    {
      async spend() {
        terms = await deps.terms();
        if (!terms) return undefined;
        const price = await deps.price(terms.contract);
        return { chainId: terms.chainId, coin: terms.coin, spender: terms.contract, amount: price };
      },
      async precheck() {
        // Paid already (another tab, an earlier visit): nothing to send; the status will show it.
        const payer = await deps.payerOf(terms!.contract, terms!.account);
        return ZERO_ADDRESS.test(payer) ? undefined : { kind: 'alreadyPaid' };
      },
      send: () => deps.activate(terms!.contract, terms!.account),
      async afterSend(hash, go) {
        go({ kind: 'reporting', hash });
        try {
          await deps.report(hash);
        } catch (error) {
          // The payment is on its way whatever the server said now (the client showed its message):
          // the server also finds it on the chain, so the page waits for it like any other.
          if (!(error instanceof ApiError)) console.error('Reporting the activation failed', error);
        }
        return go({ kind: 'sent', hash });
      },
    },
    report,
    options,
  );
}

/** True while the flow waits for the wallet, the chain or the server (the button is busy). */
export function isBusy(step: ActivationStep): boolean {
  return isTxBusy(step) || step.kind === 'reporting';
}
