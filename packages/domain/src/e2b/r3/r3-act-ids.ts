/**
 * Stable ids link acts inside one message: a drug's intervals and recurrence point at their reaction (G.k.9.i),
 * and each drug's role (G.k.1) points at its drug. They only need to be unique within the message.
 */
export const reactionId = (index: number) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
export const drugId = (index: number) => `00000000-0000-4000-9000-${String(index + 1).padStart(12, '0')}`;
