// The comparator and its tolerance live in RingImageDiff, so that `ringgen compare` can use
// them without linking XCTest; assertions take and report them, so their users see them here.
@_exported import RingImageDiff
