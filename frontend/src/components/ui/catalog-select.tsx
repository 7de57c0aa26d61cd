import { NativeSelect } from '@/components/ui/chakra/native-select';

interface CatalogSelectProps extends NativeSelect.FieldProps {
  // value → Spanish label, from the contracts' catalogues (service types, modalities).
  labels: Record<string, string>;
  // The first, empty option: "choose one" in a form, "all" in a filter.
  emptyLabel: string;
}

// A native select (the phone's own picker, easiest for older hands) over one of the catalogues.
export const CatalogSelect = ({ labels, emptyLabel, ...field }: CatalogSelectProps) => (
  <NativeSelect.Root size="lg">
    <NativeSelect.Field {...field}>
      <option value="">{emptyLabel}</option>
      {Object.entries(labels).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </NativeSelect.Field>
    <NativeSelect.Indicator />
  </NativeSelect.Root>
);
