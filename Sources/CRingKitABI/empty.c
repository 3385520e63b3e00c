// A C target needs one source; ringkit.h is implemented in Swift, in RingKitC.
