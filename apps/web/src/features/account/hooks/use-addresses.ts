import type { Address } from '@boutique/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressesQueryOptions, ADDRESSES_QUERY_KEY, deleteAddress } from '../api/addresses.ts';

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}

/**
 * The list once `saved` is in it: replaced or appended, and the default flags it carries taken
 * from the others (the server keeps one default delivery and one default billing address).
 */
export function withSavedAddress(list: readonly Address[], saved: Address): Address[] {
  const others = list.map((address) =>
    address.id === saved.id
      ? saved
      : {
          ...address,
          livraison_defaut: saved.livraison_defaut ? false : address.livraison_defaut,
          facturation_defaut: saved.facturation_defaut ? false : address.facturation_defaut,
        },
  );
  return others.some((address) => address.id === saved.id) ? others : [...others, saved];
}

/** Puts a saved address in the cache at once, then asks the server's copy. */
export function useStoreSavedAddress() {
  const queryClient = useQueryClient();
  return (saved: Address) => {
    queryClient.setQueryData<Address[]>(ADDRESSES_QUERY_KEY, (list) => withSavedAddress(list ?? [], saved));
    void queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY });
  };
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Address[]>(ADDRESSES_QUERY_KEY, (list) => list?.filter((address) => address.id !== id));
      void queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY });
    },
  });
}
