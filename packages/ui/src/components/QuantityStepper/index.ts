export { QuantityStepper, typedQuantity, type QuantityStepperProps } from './QuantityStepper';
