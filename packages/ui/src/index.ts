export { cn, initials } from "./utils";
export { cx } from "./cx";
export { Button, type ButtonProps } from "./button";
export { buttonVariants } from "./button-variants";
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";
export { Badge, badgeVariants, type BadgeProps, type BadgeVariant } from "./badge";
export { Input } from "./input";
export { fieldClasses, inputClasses, labelClasses } from "./field-classes";
export { Textarea } from "./textarea";
export { Label } from "./label";
export { Select } from "./select";
export { Checkbox } from "./checkbox";
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from "./dialog";
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu";
export { Avatar, AvatarFallback, AvatarImage, UserAvatar, type UserAvatarProps } from "./avatar";
export { PlainAvatar, type PlainAvatarProps } from "./plain-avatar";
export { Progress } from "./progress";
export { Spinner, type SpinnerProps } from "./spinner";
export {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  Toaster,
  dismissToast,
  toast,
  useToast,
  type ToastOptions,
  type ToastVariant,
  type ToasterToast,
} from "./toast";
export { ActionDialog, ConfirmAction } from "./confirm-action";
export { SubmitButton } from "./submit-button";
export { useHydrated } from "./use-hydrated";
