/**
 * The table's time-to-live attribute: an item holding it (seconds since the epoch) is deleted by DynamoDB some time
 * after that moment (AWS says within a few days), so code that must not see an expired item checks it itself.
 */
export const TTL_ATTRIBUTE = 'expires_at';
