import Dispatch
import Synchronization

// Four threads append to one array, each only while holding the Mutex. Under TSan on Linux
// this reports a data race on the array, though every access is locked: when the lock is
// contended, Mutex waits and wakes through the kernel (futex), which TSan does not see.
let values = Mutex([Int]())
DispatchQueue.concurrentPerform(iterations: 4) { thread in
  for index in 0..<20_000 { values.withLock { $0.append(thread * 100_000 + index) } }
}
print(values.withLock { $0.count })
