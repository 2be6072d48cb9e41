/** The order page's address parameter that opens its refund dialog (the orders list's refund action). */
export const REFUND_DIALOG_PARAM = 'rembourser';
