/** Confirm popover of the shop: 416 wide, titled 提示, 取消 / 确定. */
import type { ReactNode } from 'react';
import Modal from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  title?: string;
  okText?: string;
  cancelText?: string;
  /** Disables the buttons while the confirmed action runs. */
  busy?: boolean;
  onOk: () => void;
  onCancel: () => void;
}

export const CONFIRM_WIDTH = 416;

export default function ConfirmDialog({ open, message, title = '提示', okText = '确定', cancelText = '取消', busy = false, onOk, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      open={open} title={title} width={CONFIRM_WIDTH} onClose={onCancel} className="ui-confirm"
      footer={<>
        <button type="button" className="ui-btn" onClick={onCancel} disabled={busy}>{cancelText}</button>
        <button type="button" className="ui-btn ui-btn-primary" onClick={onOk} disabled={busy}>{okText}</button>
      </>}
    >
      <span className="ui-confirm-icon" aria-hidden="true">!</span>
      <div>{message}</div>
    </Modal>
  );
}
