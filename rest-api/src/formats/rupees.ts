/**
 * Money is stored and summed in integer paise, so no floating-point drift reaches a total; the contract
 * shows rupees (`001 §9`). This is the one conversion at the edge.
 */
export const rupees = (paise: number): number => paise / 100;
