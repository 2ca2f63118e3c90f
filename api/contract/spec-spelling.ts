/**
 * The spec's spelling of "required" (isRequireded) is the wire's only: our columns and stored forms say isRequired
 * (migration 0049). A profile field or survey question as the portal reads it.
 */
export function requiredOnTheWire<T extends { isRequired: number }>({
  isRequired,
  ...rest
}: T): Omit<T, "isRequired"> & { isRequireded: number } {
  return { ...rest, isRequireded: isRequired };
}
