/**
 * What a receipt states about tax. Prices on AIX Market include GST for INR sales
 * (18 % on digital services in India), so the receipt splits the amount paid into
 * its taxable value and the GST in it, in integer minor units: GST is what is left
 * after the taxable value is rounded to the nearest paisa, so the two always add up.
 */
export const GST_RATE_PERCENT = 18;

export interface TaxLines {
  taxableMinor: number;
  gstMinor: number;
  totalMinor: number;
}

export function gstIncluded(totalMinor: number): TaxLines {
  const taxableMinor = Math.round((totalMinor * 100) / (100 + GST_RATE_PERCENT));
  return { taxableMinor, gstMinor: totalMinor - taxableMinor, totalMinor };
}
