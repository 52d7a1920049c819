/**
 * The code /docs/licences hands makers, built from the real verify route (ROUTES)
 * and its real answer fields (LicenceResponseSchema), so the example cannot drift
 * from the API it calls. The App Inventor blocks come from the same curl command
 * through our cURL to Blocks converter, never hand-written XML.
 */
import { ROUTES } from '#shared/api/routes';

/** An example key in the real format (AIXM and five groups of 8 hex digits). */
export const EXAMPLE_KEY = 'AIXM-1A2B3C4D-5E6F7A8B-9C0D1E2F-3A4B5C6D-7E8F9A0B';

export const EXAMPLE_PACKAGE = 'com.example.myextension';

export function verifyUrl(origin: string): string {
  return `${origin}${ROUTES.verifyLicence.url()}`;
}

export function verifyCurl(origin: string): string {
  return `curl "${verifyUrl(origin)}?key=${EXAMPLE_KEY}"`;
}

export const EXAMPLE_ANSWER = `{
  "valid": true,
  "packageName": "${EXAMPLE_PACKAGE}",
  "extensionId": "…",
  "orderedAt": "2026-11-26T10:15:00.000Z"
}`;

export function javaExample(origin: string): string {
  return `package ${EXAMPLE_PACKAGE};

import android.os.Handler;
import android.os.Looper;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.URL;
import java.net.URLEncoder;
import org.json.JSONObject;

/** Checks a buyer's AIX Market licence key on a background thread. */
public final class LicenceCheck {
  /** Called on the main thread, so it may fire an App Inventor event. */
  public interface Result {
    void done(boolean valid, String message);
  }

  private static final String VERIFY_URL = "${verifyUrl(origin)}?key=";
  /** Your extension's package: a key bought for another extension is refused. */
  private static final String PACKAGE = "${EXAMPLE_PACKAGE}";

  private LicenceCheck() {}

  public static void verify(final String key, final Result result) {
    final Handler main = new Handler(Looper.getMainLooper());
    new Thread(new Runnable() {
      @Override
      public void run() {
        boolean valid = false;
        String message;
        HttpURLConnection connection = null;
        try {
          URL url = new URL(VERIFY_URL + URLEncoder.encode(key.trim(), "UTF-8"));
          connection = (HttpURLConnection) url.openConnection();
          connection.setRequestMethod("GET");
          connection.setRequestProperty("Accept", "application/json");
          connection.setConnectTimeout(10000);
          connection.setReadTimeout(10000);
          int status = connection.getResponseCode();
          if (status != HttpURLConnection.HTTP_OK) {
            message = "The licence server answered HTTP " + status + ".";
          } else {
            StringBuilder body = new StringBuilder();
            BufferedReader reader = new BufferedReader(
                new InputStreamReader(connection.getInputStream(), "UTF-8"));
            try {
              String line;
              while ((line = reader.readLine()) != null) body.append(line);
            } finally {
              reader.close();
            }
            JSONObject answer = new JSONObject(body.toString());
            valid = answer.getBoolean("valid")
                && PACKAGE.equals(answer.optString("packageName", ""));
            message = valid
                ? "Licensed since " + answer.optString("orderedAt", "")
                : "This licence key is not valid for this extension.";
          }
        } catch (Exception error) {
          message = "The licence could not be checked: " + error.getMessage();
        } finally {
          if (connection != null) connection.disconnect();
        }
        final boolean isValid = valid;
        final String text = message;
        main.post(new Runnable() {
          @Override
          public void run() {
            result.done(isValid, text);
          }
        });
      }
    }).start();
  }
}`;
}

/** How the extension's own component exposes the check to App Inventor. */
export const JAVA_USAGE = `@SimpleFunction(description = "Checks the buyer's licence key with AIX Market.")
public void CheckLicence(String key) {
  LicenceCheck.verify(key, new LicenceCheck.Result() {
    @Override
    public void done(boolean valid, String message) {
      LicenceChecked(valid, message);
    }
  });
}

@SimpleEvent(description = "After CheckLicence: whether the key is valid, and why not.")
public void LicenceChecked(boolean valid, String message) {
  EventDispatcher.dispatchEvent(this, "LicenceChecked", valid, message);
}`;
