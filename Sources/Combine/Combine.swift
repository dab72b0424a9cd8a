// `import Combine` on Linux: OpenCombine (the served package) under Combine's module name —
// `ObservableObject`, `@Published`, `AnyCancellable`, subjects and operators, with its
// Foundation and Dispatch publishers (`Timer.publish`, `NotificationCenter.publisher`,
// `DispatchQueue` schedulers) — so a team's view models compile unchanged.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
