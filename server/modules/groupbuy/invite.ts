/** The invite step of an open team (issue 24 point 4, as ECShopX shows it): the team's page link and its QR code. */
import QRCode from 'qrcode';

export async function teamInvite(origin: string, teamId: string): Promise<{ invite_url: string; invite_qrcode: string }> {
  const invite_url = `${origin}/items/group-detail?team_id=${encodeURIComponent(teamId)}`;
  return { invite_url, invite_qrcode: await QRCode.toDataURL(invite_url, { margin: 1, width: 180 }) };
}
