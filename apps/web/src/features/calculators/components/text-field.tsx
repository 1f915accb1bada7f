import { Input } from '@/components/ui/input';
import { Field, type FieldProps } from './field';

export interface TextFieldProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Symbols, pairs and currency codes are written in capitals. */
  uppercase?: boolean;
  list?: string;
}

export function TextField({
  value,
  onChange,
  placeholder,
  uppercase = false,
  list,
  ...field
}: TextFieldProps) {
  return (
    <Field {...field}>
      {({ inputId, describedBy, invalid }) => (
        <Input
          id={inputId}
          type="text"
          autoComplete="off"
          autoCapitalize={uppercase ? 'characters' : undefined}
          spellCheck={false}
          value={value}
          list={list}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(uppercase ? event.target.value.toUpperCase() : event.target.value)}
        />
      )}
    </Field>
  );
}
