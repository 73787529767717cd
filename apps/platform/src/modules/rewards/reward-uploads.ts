import { PlatformError } from '../../http/platform-error';
import type { Tx } from '../wallet/ledger';

/** Marks the member's own unused uploads as used by this application (uploads land with the kyc slice). */
export async function attachUploads(
  _tx: Tx,
  upload: { merchantId: number; memberId: number; uploadIds: string[]; usedBy: string },
): Promise<void> {
  if (upload.uploadIds.length > 0) throw new PlatformError('request_param_err', { value: { field: 'uploadIds' } });
}
