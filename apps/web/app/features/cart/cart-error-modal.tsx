import { DialogFrame } from '../../components/ui/dialog-frame.tsx';

/** The add-to-cart error modal (core 2, 8): red heading, blue messages; closing clears them. */
export function CartErrorModal({
  title,
  messages,
  onClose,
}: {
  title: string;
  messages: string[];
  onClose: () => void;
}) {
  return (
    <DialogFrame title={title} onClose={onClose}>
      <div className="cart-error">
        {messages.map((message) => (
          <p key={message} className="cart-error__message">
            {message}
          </p>
        ))}
      </div>
    </DialogFrame>
  );
}
