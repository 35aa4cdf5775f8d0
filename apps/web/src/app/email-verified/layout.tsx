// The tRPC client and toast for the page (Resend verification link) (app/_components/api-client-layout.tsx).
export { default } from "../_components/api-client-layout";
