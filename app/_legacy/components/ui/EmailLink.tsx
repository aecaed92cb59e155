/**
 * A mailto: link showing the address. In a narrow column it wraps after the "@" rather than
 * mid-word ("hello@gatewaytech.exampl / e"); overflow-wrap still breaks a half that cannot fit.
 */
export function EmailLink({ address, className = "" }: { address: string; className?: string }) {
  const at = address.indexOf("@");
  return (
    <a href={`mailto:${address}`} className={`[overflow-wrap:anywhere] ${className}`}>
      {at < 0 ? (
        address
      ) : (
        <>
          {address.slice(0, at + 1)}
          <wbr />
          {address.slice(at + 1)}
        </>
      )}
    </a>
  );
}
