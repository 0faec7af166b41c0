/**
 * Mini cart styles as text, rendered in a <style> by the component itself: it lives in the header widget
 * (W0010) on compiler-rendered pages, where no page stylesheet of ours is loaded.
 */
export const MINI_CART_CSS = `
.mc-slot{position:relative;display:inline-block;width:150px;height:38px;vertical-align:middle}
.mc{position:absolute;top:0;right:0;z-index:900;font-size:13px;color:#333}
.mc.is-fixed{position:fixed;top:10px;right:max(10px,calc(50% - 595px))}
.mc-btn{position:relative;display:flex;align-items:center;gap:6px;width:150px;height:38px;padding:0 14px;border:0;border-radius:2px;color:#fff;font-size:14px;cursor:pointer}
.mc-btn svg{flex:none}
.mc-badge{min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:#fff;font-style:normal;font-size:12px;line-height:18px;text-align:center}
.mc-panel{position:absolute;top:38px;right:0;width:340px;border:1px solid #e5e5e5;background:#fff;box-shadow:0 4px 14px rgba(0,0,0,.12)}
.mc-empty{padding:28px 16px;text-align:center;color:#888}
.mc-empty p{margin:0 0 14px}
.mc-lines{max-height:330px;overflow:auto;margin:0;padding:0;list-style:none}
.mc-line{display:flex;gap:10px;padding:10px 12px;border-bottom:1px solid #f2f2f2}
.mc-line img{flex:none;width:60px;height:60px;object-fit:cover;background:#f6f6f6}
.mc-info{flex:1;min-width:0}
.mc-name{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;line-height:18px;color:#333;text-decoration:none}
.mc-name:hover{color:var(--brand,#FF5D02)}
.mc-spec{color:#999;font-size:12px}
.mc-side{display:flex;flex-direction:column;align-items:flex-end;justify-content:space-between;white-space:nowrap}
.mc-price{color:#e1251b}
.mc-del{padding:0;border:0;background:none;color:#999;font-size:12px;cursor:pointer}
.mc-del:hover{color:#e1251b}
.mc-foot{display:flex;align-items:center;justify-content:space-between;gap:10px;padding:10px 12px;background:#fafafa}
.mc-sum b{color:#e1251b;font-size:15px}
.mc-go{height:32px;padding:0 16px;border:0;border-radius:2px;color:#fff;font-size:14px;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center}
.mc-link{color:#666;font-size:12px;text-decoration:none}
`;
