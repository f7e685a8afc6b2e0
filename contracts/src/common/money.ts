/** Money is integer paise on the server; people enter and read whole rupees. */
export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);
export const paiseToRupees = (paise: number) => paise / 100;
