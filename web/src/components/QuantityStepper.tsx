import { HStack, IconButton, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** − n +, bounded by `min` and `max`; the number is announced as it changes. */
export function QuantityStepper({ value, min, max, onChange, disabled }: QuantityStepperProps) {
  return (
    <HStack gap="1" borderWidth="1px" rounded="md">
      <IconButton
        size="xs"
        variant="ghost"
        aria-label="Decrease quantity"
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden />
      </IconButton>
      <Text aria-label="Quantity" aria-live="polite" minW="6" textAlign="center" fontWeight="medium">
        {value}
      </Text>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden />
      </IconButton>
    </HStack>
  );
}
