/** Messages of the combination-module save (designer spec §5, §7 item 4, §8). */
export const NAME_REQUIRED = '请输入组合模块名称';
export const NAME_TOO_LONG = '组合模块名称不能超过32个字';
export const PANEL_REQUIRED = '请选中要保存的自由面板';
export const LOGIN_REQUIRED = '请先登录';
export const SNAPSHOT_FAILED = '组合模块图片保存失败';
export const SAVED = '组合模块保存成功！';
export const NAME_MAX = 32;

/** A step refused: the message is shown to the operator as it is. */
export class CombinationError extends Error {}
