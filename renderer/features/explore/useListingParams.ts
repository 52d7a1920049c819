import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { listingUrl, parseListingParams, type ListingParams } from './listing-params';

/** The listing state from the URL, its canonical URL, and a navigator that writes it back. */
export function useListingParams() {
  const { pageNumber } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const params = parseListingParams(pageNumber, new URLSearchParams(location.search));
  const canonical = listingUrl(params);
  const isCanonical = `${location.pathname}${location.search}` === canonical;
  const go = useCallback(
    (next: ListingParams, options: { replace?: boolean } = {}) => {
      void navigate(listingUrl(next), { replace: options.replace ?? false });
    },
    [navigate],
  );
  return { params, canonical, isCanonical, go };
}
