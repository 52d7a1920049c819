import type { ExtensionDetail } from '#shared/api/extensions';
import { ButtonLink } from '../../components/Button';
import { CurrencySwitch } from '../../components/CurrencySwitch';
import { Icon } from '../../components/Icon';
import { useCurrency } from '../../hooks/useCurrency';
import './PurchaseBox.css';

/**
 * Price and the call to action. Buying and downloading arrive with the
 * accounts and payments issues; until then the button honestly says that a
 * sign-in comes first and leads to /login.
 */
export function PurchaseBox({ extension }: { extension: ExtensionDetail }) {
  const { format } = useCurrency();
  const price = format(extension.type);
  const free = extension.type.isFree;
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
      <ButtonLink to="/login" size="lg" block>
        <Icon name={free ? 'download' : 'user'} size={18} />
        {free ? 'Sign in to download' : `Sign in to buy for ${price.text}`}
      </ButtonLink>
      <p className="purchase-box__note">
        {free
          ? 'Free for everyone. A free account keeps your downloads and favourites together.'
          : 'One payment, every future version. Payment is handled securely at checkout.'}
      </p>
    </section>
  );
}
