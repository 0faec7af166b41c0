/** The demo shopper `npm start` prints (¥5,000 of 预存款 to start with, in fen). */
export const DEMO_MEMBER = { mobile: '13800138000', password: 'abc12345', deposit: 500_000 };
