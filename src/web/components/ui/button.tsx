import { cva, type VariantProps } from "class-variance-authority";
import { clsx } from "clsx";
import { type ComponentProps, cloneElement, isValidElement, type MouseEvent } from "react";

// Buttons are on every page: their classes are joined with clsx, not merged with tailwind-merge (8 KB gzip), so
// the variants never set the same property twice and callers add only layout classes (margins, width).
// A label wraps rather than overflow: the pages use the device's font (decision 0026), and a wider one than ours
// must not push a button past a 320 px screen. Heights are minimums for the same reason.
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 text-center rounded-md font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        destructive: "bg-destructive text-white hover:bg-destructive/90",
        outline: "border border-input bg-background hover:bg-muted",
        /** An outline button on a dark background. */
        "outline-inverse": "border border-white/30 bg-transparent text-white hover:bg-white/10",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-muted",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "min-h-10 px-4 py-2 text-sm",
        sm: "min-h-9 px-3 py-1.5 text-sm leading-tight",
        lg: "min-h-12 px-6 py-2 text-base leading-tight",
        icon: "size-10 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean;
}

/**
 * A submit button that is busy stays focusable (`aria-disabled`, its clicks and Enter's implicit submission
 * refused): a natively disabled button drops the keyboard focus to <body>, and a person tabbing would start over.
 */
function busySubmitProps(type: ButtonProps["type"], disabled: boolean | undefined): Partial<ButtonProps> {
  if (type !== "submit" || !disabled) return { disabled };
  return { "aria-disabled": true, onClick: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() };
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  disabled,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const classes = clsx(buttonVariants({ variant, size }), className);
  if (asChild && isValidElement<Pick<ButtonProps, "className" | "disabled" | "onClick">>(children)) {
    // The child keeps its own props; the button's classes come first.
    return cloneElement(children, {
      ...props,
      disabled,
      onClick,
      ...children.props,
      className: clsx(classes, children.props.className),
    });
  }
  return (
    <button
      className={classes}
      type={type ?? "button"}
      onClick={onClick}
      {...props}
      {...busySubmitProps(type, disabled)}
    >
      {children}
    </button>
  );
}
