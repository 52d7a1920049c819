import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Order } from '#shared/api/commerce';
import type { ExtensionDetail } from '#shared/api/extensions';
import { checkoutOrder, listOrders } from '#shared/api/client/commerce';
import { toApiError } from '#shared/api/client/http';
import { formatDay } from '#shared/format';
import { checkoutCurrency } from '#shared/domain/pricing';
import { useApi } from '../../api/ApiContext';
import { Button, ButtonLink } from '../../components/Button';
import { CurrencySwitch } from '../../components/CurrencySwitch';
import { Icon } from '../../components/Icon';
import { useApiQuery } from '../../hooks/useApiQuery';
import { useCurrency } from '../../hooks/useCurrency';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { purchasesAtom } from '../reviews/review-atoms';
import { authAtom } from '../auth/auth-atoms';
import { useRecordPurchase } from '../owned/record-purchase';
import { useOwnership } from '../owned/useOwned';
import { DiskProgress, SavedFile } from '../downloads/DiskProgress';
import { useSaveToDisk, type SavedDownload } from '../downloads/useSaveToDisk';
import { checkoutProblem, useCheckout } from './useCheckout';
import { LicenceKey } from './LicenceKey';
import { PurchaseConfirmation } from './PurchaseConfirmation';
import './PurchaseBox.css';

type Step =
  | { kind: 'idle' }
  | { kind: 'working'; label: string }
  | { kind: 'failed'; message: string };

/**
 * Price and the call to action (issue 10): Get (free) or Buy (paid) through
 * Checkout (the sandbox sheet or Razorpay's), then Download with a version picker
 * and the licence key. Signed out: sign in first, and come back here after.
 * Once bought (issue 20 item 1): a confirmation right after paying, and "You own
 * this" with the day in the price's place from then on.
 */
export function PurchaseBox({ extension }: { extension: ExtensionDetail }) {
  const api = useApi();
  const location = useLocation();
  const { currency, rates, format } = useCurrency();
  const free = extension.type.isFree;
  // Under 1.00 once converted, the provider cannot charge it: pay in the listing's own.
  const charge = free
    ? { currency, reason: undefined }
    : checkoutCurrency(extension.type, currency, rates);
  const shown = format(extension.type);
  const price = charge.reason
    ? { ...shown, text: shown.original, converted: false }
    : shown;
  const auth = useAtomValue(authAtom);
  const signedIn = auth.status === 'signedIn';
  const isAuthor = signedIn && auth.user.id === extension.author.id;
  const owned = useApiQuery(
    signedIn && !isAuthor ? `orders:${extension.extensionId}` : 'orders:none',
    async (client, signal) =>
      signedIn && !isAuthor
        ? ((await listOrders(client, signal)).find(
            order =>
              order.extensionId === extension.extensionId && order.status === 'paid',
          ) ?? null)
        : null,
  );
  const [bought, setBought] = useState<Order | null>(null);
  // A purchase made on this page: the confirmation shows until the page is left.
  const [confirmed, setConfirmed] = useState<Order | null>(null);
  const recordPurchase = useRecordPurchase();
  const ownership = useOwnership(extension.extensionId);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [version, setVersion] = useState('');
  const checkout = useCheckout(
    extension.name,
    `${extension.author.name || extension.author.username} (@${extension.author.username})`,
  );
  // Opening Checkout disables Buy, so the sheet cannot hand focus back to it itself.
  const buyRef = useRef<HTMLButtonElement>(null);
  const disk = useSaveToDisk();
  const [saved, setSaved] = useState<SavedDownload | null>(null);
  const order = bought ?? owned.data ?? null;
  // Bought (not a free Get): the price's place says so, with the day.
  const boughtOn = free ? null : (order?.paidAt ?? ownership?.paidAt ?? null);
  const purchased = useSetAtom(purchasesAtom);
  // Owned per GET owned but the order not in hand (its request raced the sign-in
  // on a direct load and was refused): ask again, so Download replaces Buy.
  const reloadOrder = owned.reload;
  const missingOrder = ownership !== null && !order && !owned.loading;
  const askedAgain = useRef(false);
  useEffect(() => {
    if (!missingOrder || askedAgain.current) return;
    askedAgain.current = true;
    reloadOrder();
  }, [missingOrder, reloadOrder]);

  const download = async (paid: Order, chosen = version || paid.versions[0]?.version) => {
    if (!chosen) return;
    setStep({ kind: 'working', label: 'Preparing your download…' });
    try {
      const result = await disk.save({
        orderId: paid._orderId,
        version: chosen,
        extensionName: extension.name,
        slug: extension.slug,
      });
      setSaved(result);
      setStep({ kind: 'idle' });
    } catch (error) {
      setStep({ kind: 'failed', message: toApiError(error).message });
    }
  };

  const paid = (result: Order) => {
    setBought(result);
    purchased(count => count + 1);
    setStep({ kind: 'idle' });
    if (result.amount === 0) return void download(result);
    setConfirmed(result);
    recordPurchase(extension.extensionId, {
      orderId: result._orderId,
      paidAt: result.paidAt ?? new Date().toISOString(),
    });
  };

  const start = async () => {
    setStep({ kind: 'working', label: free ? 'Getting it…' : 'Opening checkout…' });
    try {
      const created = await checkoutOrder(api, extension.extensionId, charge.currency);
      if (created.order.status !== 'paid') setStep({ kind: 'idle' });
      paid(await checkout.complete(created));
    } catch (error) {
      setStep({ kind: 'failed', message: checkoutProblem(error) });
      buyRef.current?.focus();
    }
  };

  const busy = step.kind === 'working';
  return (
    <section className="purchase-box" aria-label="Get this extension">
      {confirmed && (
        <PurchaseConfirmation
          order={confirmed}
          itemName={extension.name}
          busy={busy}
          onDownload={() => void download(confirmed)}
        />
      )}
      {boughtOn ? (
        <>
          <p className="purchase-box__price purchase-box__price--owned">
            <Icon name="check" size={24} />
            You own this
          </p>
          <p className="purchase-box__original">
            Bought on <time dateTime={boughtOn}>{formatDay(boughtOn)}</time>
          </p>
        </>
      ) : (
        <p className="purchase-box__price">
          <span className="visually-hidden">Price: </span>
          {price.text}
        </p>
      )}
      {price.converted && !boughtOn && (
        <p className="purchase-box__original">
          Listed at {price.original} · converted at the rate of{' '}
          {price.rateDate ?? 'today'}
        </p>
      )}
      {charge.reason && !order && (
        <p className="purchase-box__original">{charge.reason}</p>
      )}
      {!free && !order && (
        <div className="purchase-box__currency">
          <CurrencySwitch />
        </div>
      )}
      {!signedIn ? (
        <ButtonLink
          to={`/login?next=${encodeURIComponent(location.pathname)}`}
          size="lg"
          block
        >
          <Icon name="user" size={18} />
          Sign in to get it
        </ButtonLink>
      ) : isAuthor ? (
        <ButtonLink
          to={`/dashboard/my-extensions/edit/${encodeURIComponent(extension.extensionId)}`}
          size="lg"
          block
        >
          Edit your extension
        </ButtonLink>
      ) : order ? (
        <div className="purchase-box__owned">
          <label className="purchase-box__version">
            Version
            <select
              value={version || order.versions[0]?.version || ''}
              onChange={event => setVersion(event.target.value)}
            >
              {order.versions.map(item => (
                <option key={item.version} value={item.version}>
                  {item.version}
                </option>
              ))}
            </select>
          </label>
          {!confirmed && (
            <Button size="lg" block disabled={busy} onClick={() => void download(order)}>
              <Icon name="download" size={18} />
              {busy ? 'Preparing…' : 'Download'}
            </Button>
          )}
          {disk.progress && <DiskProgress progress={disk.progress} />}
          {saved && <SavedFile saved={saved} />}
          {order.licenceKey && <LicenceKey value={order.licenceKey} />}
        </div>
      ) : (
        <Button
          ref={buyRef}
          size="lg"
          block
          disabled={busy || owned.loading || ownership !== null}
          onClick={() => void start()}
        >
          <Icon name={free ? 'download' : 'star'} size={18} />
          {busy ? step.label : free ? 'Get' : `Buy for ${price.text}`}
        </Button>
      )}
      {step.kind === 'failed' && (
        <p className="purchase-box__error" role="alert">
          {step.message}
        </p>
      )}
      {busy && (
        <p className="visually-hidden" role="status">
          {step.label}
        </p>
      )}
      <p className="purchase-box__note">
        {free
          ? 'Free for everyone. A free account keeps your downloads and favourites together.'
          : boughtOn
            ? 'Every future version is included. Your receipt and licence key stay in Orders.'
            : 'One payment, every future version. Payment is handled securely at checkout.'}
      </p>
      {checkout.element}
    </section>
  );
}
