/** The offers panel's data kept for offline reading (offers + rates, one row per user). */
import { z } from 'zod';

import { offerSchema, rateSchema, type Offer, type Rate } from '@/contract/journey-apply';
import { ApiError } from '@/lib/http';

import { getOffers } from '../api/get-offers';
import { getRates } from '../api/get-rates';
import { readOfflineRead, saveOfflineRead } from '@/lib/offline-reads';

const OFFERS_COPY = 'application.offers';
const offersCopySchema = z.object({ offers: z.array(offerSchema), rates: z.array(rateSchema) });

export interface OffersData {
  offers: Offer[];
  rates: Rate[];
  /** Set when the network is gone and this is the copy saved then (ms). */
  offlineSavedAt: number | null;
}

/** Offers (up to 50, newest first) and rates; kept on success, read back from IndexedDB when offline. */
export async function loadOffersData(userId: string, signal: AbortSignal): Promise<OffersData> {
  try {
    const [offers, rates] = await Promise.all([
      getOffers({ pageIndex: 1, pageSize: 50 }, signal),
      getRates(signal),
    ]);
    const data = { offers: offers.list, rates: rates.list };
    await saveOfflineRead(userId, OFFERS_COPY, data);
    return { ...data, offlineSavedAt: null };
  } catch (error) {
    if (error instanceof ApiError && error.transient) {
      const copy = await readOfflineRead(userId, OFFERS_COPY, offersCopySchema);
      if (copy) return { ...copy.data, offlineSavedAt: copy.savedAt };
    }
    throw error;
  }
}

/** Keeps new rates in the saved copy too (so the comparison offline uses them). */
export async function saveRatesCopy(userId: string, offers: Offer[], rates: Rate[]): Promise<void> {
  await saveOfflineRead(userId, OFFERS_COPY, { offers, rates });
}
