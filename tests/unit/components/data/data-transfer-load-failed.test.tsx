import { render, screen } from '@testing-library/react';
import { DataTransfer } from '@/components/data/data-transfer';
import { dataTransferTexts } from '@/content/data-transfer';

// The panel's chunk cannot be fetched (the connection dropped as the page loaded).
jest.mock('@/components/data/data-transfer-panel', () => {
  throw new Error('offline');
});

it('says so when the export and import cannot load, and keeps their buttons disabled', async () => {
  render(<DataTransfer />);
  expect(await screen.findByRole('alert')).toHaveTextContent(dataTransferTexts.loadFailed);
  expect(screen.getByRole('button', { name: dataTransferTexts.exportButton })).toBeDisabled();
  expect(screen.getByRole('button', { name: dataTransferTexts.importButton })).toBeDisabled();
});
