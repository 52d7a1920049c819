import type { ExtensionDetail } from '#shared/api/extensions';
import { ButtonLink } from '../../components/Button';
import { CurrencySwitch } from '../../components/CurrencySwitch';
import { Icon } from '../../components/Icon';
import { useCurrency } from '../../hooks/useCurrency';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import './PurchaseBox.css';

/**
 * Price and the call to action. Signed-out visitors are sent to /login first.
 * Buying and downloading arrive with the payments work; until then a signed-in
 * visitor is told so plainly, and the author gets a way to edit the listing.
 */
export function PurchaseBox({ extension }: { extension: ExtensionDetail }) {
  const { format } = useCurrency();
  const price = format(extension.type);
  const free = extension.type.isFree;
  const auth = useAtomValue(authAtom);
  return (
    <section className="purchase-box" aria-label="Get this extension">
      <p className="purchase-box__price">
        <span className="visually-hidden">Price: </span>
        {price.text}
      </p>
      {price.converted && (
        <p className="purchase-box__original">
          Listed at {price.original} · converted at today’s rate
        </p>
      )}
      {!free && (
        <div className="purchase-box__currency">
          <CurrencySwitch />
        </div>
      )}
      {auth.status !== 'signedIn' ? (
        <ButtonLink to="/login" size="lg" block>
          <Icon name={free ? 'download' : 'user'} size={18} />
          {free ? 'Sign in to download' : `Sign in to buy for ${price.text}`}
        </ButtonLink>
      ) : auth.user.id === extension.author.id ? (
        <ButtonLink
          to={`/dashboard/my-extensions/edit/${encodeURIComponent(extension.extensionId)}`}
          size="lg"
          block
        >
          Edit your extension
        </ButtonLink>
      ) : (
        <p className="purchase-box__soon" role="status">
          {free ? 'Downloads' : 'Purchases'} open with our payments release, very soon.
        </p>
      )}
      <p className="purchase-box__note">
        {free
          ? 'Free for everyone. A free account keeps your downloads and favourites together.'
          : 'One payment, every future version. Payment is handled securely at checkout.'}
      </p>
    </section>
  );
}
