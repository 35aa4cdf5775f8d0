// The tRPC client and toast for this section (app/_components/api-client-layout.tsx).
export { default } from "../_components/api-client-layout";
