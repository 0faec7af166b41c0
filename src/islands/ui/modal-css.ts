/**
 * Dialog styles as text: the Modal injects them itself, so dialogs look right on every page — including
 * compiler-rendered pages where the mini cart lives and no page stylesheet of ours is loaded.
 */
export const MODAL_CSS = `
.ui-mask{position:fixed;inset:0;z-index:1060;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.45)}
.ui-modal{display:flex;flex-direction:column;max-width:calc(100vw - 40px);max-height:calc(100vh - 40px);background:#fff;border-radius:4px;box-shadow:0 6px 24px rgba(0,0,0,.2);color:#333;font-size:14px}
.ui-modal-head{display:flex;align-items:center;justify-content:space-between;padding:14px 20px;border-bottom:1px solid #eee}
.ui-modal-title{margin:0;font-size:16px;font-weight:600}
.ui-modal-x{border:0;background:none;color: #707070;font-size:20px;line-height:1;cursor:pointer}
.ui-modal-x:hover{color:#333}
.ui-modal-body{flex:1;overflow:auto;padding:20px}
.ui-modal-foot{display:flex;justify-content:flex-end;gap:10px;padding:12px 20px;border-top:1px solid #eee}
.ui-btn{height:34px;padding:0 18px;border:1px solid #d9d9d9;border-radius:2px;background:#fff;color:#333;font-size:14px;cursor:pointer}
.ui-btn:hover{border-color:var(--brand,#FF5D02);color:var(--brand-ink,#BD4501)}
.ui-btn-primary{border-color:var(--brand-strong,#CC4A02);background:var(--brand-strong,#CC4A02);color:#fff}
.ui-btn-primary:hover{color:#fff;opacity:.9}
.ui-btn:disabled{border-color:#d9d9d9;background:#f5f5f5;color:#aaa;cursor:not-allowed}
.ui-confirm .ui-modal-body{padding:24px 24px 8px;display:flex;gap:12px;align-items:flex-start}
.ui-confirm-icon{flex:0 0 22px;height:22px;border-radius:50%;background:#faad14;color:#fff;font-weight:700;text-align:center;line-height:22px}
.ui-confirm .ui-modal-foot{border-top:0;padding:16px 24px 20px}
`;
