import { Input, InputGroup, type InputGroupProps } from '@chakra-ui/react';
import { Search } from 'lucide-react';

/** The product search field; suggestions and the results page come with the search issue. */
export function SearchBox(props: Omit<InputGroupProps, 'children'>) {
  return (
    <InputGroup startElement={<Search aria-hidden size={16} />} {...props}>
      <Input type="search" name="query" aria-label="Search products" placeholder="Search products" bg="bg" />
    </InputGroup>
  );
}
