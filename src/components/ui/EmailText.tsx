/**
 * An e-mail address that, in a narrow column, wraps after the "@" rather than mid-word
 * ("hello@gatewaytech.exampl / e"); overflow-wrap still breaks it if one half cannot fit.
 */
export function EmailText({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
