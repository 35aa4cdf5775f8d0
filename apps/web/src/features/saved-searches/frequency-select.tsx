import { Select } from "@skyhire/ui";
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type AlertFrequency } from "@skyhire/validators";

interface FrequencySelectProps {
  id: string;
  value: AlertFrequency;
  onChange: (frequency: AlertFrequency) => void;
  disabled?: boolean;
}

/** How often new matches are told: right away, daily or weekly digest, or not at all. */
export function FrequencySelect({ id, value, onChange, disabled }: FrequencySelectProps) {
  return (
    <Select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as AlertFrequency)}
      className="min-w-40"
    >
      {ALERT_FREQUENCIES.map((frequency) => (
        <option key={frequency} value={frequency}>
          {ALERT_FREQUENCY_LABELS[frequency]}
        </option>
      ))}
    </Select>
  );
}
